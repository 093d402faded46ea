import { Menu, useTranslate } from 'react-admin';
import { useGrantedCards } from './cards/useGrantedCards';
import { homeCards } from '../pages/home';
import { AfterFirstPaint } from './AfterFirstPaint';

/** The side menu: home, then the home cards that lead somewhere in the app. */
export function ShellMenu() {
  const translate = useTranslate();
  const cards = useGrantedCards(homeCards) ?? [];
  return (
    <Menu>
      <Menu.DashboardItem />
      <AfterFirstPaint>
        {cards
          .filter((card) => card.to && card.id !== 'login')
          .map(({ id, to, title, icon: Icon }) => (
            <Menu.Item key={id} to={to!} primaryText={translate(title)} leftIcon={<Icon />} />
          ))}
      </AfterFirstPaint>
    </Menu>
  );
}
