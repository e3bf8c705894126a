import LeaderboardIcon from '@mui/icons-material/Leaderboard'
import { RankingPublicationList } from './RankingPublicationList'

export default {
  list: RankingPublicationList,
  icon: LeaderboardIcon,
  recordRepresentation: (record: { data_date: string }) => new Date(record.data_date).toLocaleDateString('pl-PL'),
}
